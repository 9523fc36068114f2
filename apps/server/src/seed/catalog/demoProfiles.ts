import type { ServiceTypeValue } from "./serviceTypeValues";
import type { SeedClient } from "./clients";

/** The people behind the three demo accounts; fixed so the demo reads the same everywhere. */
export const DEMO_PILOT = {
  email: "pilot@skyhire.test",
  firstName: "Alex",
  lastName: "Morgan",
  city: "Austin",
  businessName: "Hill Country Aerial Imaging",
  part107Number: "4172093",
  bio: "FAA Part 107 certified pilot with seven years of commercial work across Central Texas: listings, construction progress and thermal roof inspections. Insured to $2M, LAANC authorizations handled, edited deliverables within 48 hours.",
  jobCategories: [
    "real_estate",
    "construction",
    "commercial_inspection",
    "marketing_advertising",
  ] satisfies ServiceTypeValue[],
  nearbyServiceCities: ["San Antonio"],
  hourlyRateMin: 95,
  hourlyRateMax: 250,
  flightHours: 1240,
  yearsExperience: 7,
  equipment: [
    { name: "DJI Mavic 3 Pro", isMain: true },
    { name: "DJI Matrice 350 RTK", isMain: false },
    { name: "DJI Zenmuse H20T", isMain: false },
    { name: "DJI RC Pro", isMain: false },
  ],
} as const;

export const DEMO_CLIENT: SeedClient & { email: string } = {
  email: "client@skyhire.test",
  firstName: "Jordan",
  lastName: "Rivera",
  companyName: "Skyline Realty Partners",
  industry: "Real estate agency",
  city: "Austin",
  phone: "(512) 555-0108",
  services: ["real_estate", "construction", "commercial_inspection", "marketing_advertising"],
  properties: [
    {
      name: "Barton Creek estate",
      address: "3801 Barton Creek Blvd, Austin, TX",
      propertyType: "Residential",
    },
    {
      name: "East 6th mixed-use building",
      address: "1100 E 6th St, Austin, TX",
      propertyType: "Commercial",
    },
    {
      name: "Mueller townhomes (phase 2)",
      address: "1900 Aldrich St, Austin, TX",
      propertyType: "Construction site",
    },
    {
      name: "Lake Travis lakefront lot",
      address: "16000 Flintrock Rd, Austin, TX",
      propertyType: "Land",
    },
  ],
};

/** A client near the demo pilot, so the pilot's history includes more than one customer. */
export const NEARBY_CLIENT: SeedClient = {
  firstName: "Luis",
  lastName: "Flores",
  companyName: "Alamo Commercial Roofing",
  industry: "Roofing contractor",
  city: "San Antonio",
  phone: "(210) 555-0146",
  services: ["commercial_inspection", "insurance_claims"],
  properties: [
    {
      name: "Pearl District warehouse",
      address: "200 E Grayson St, San Antonio, TX",
      propertyType: "Commercial",
    },
  ],
};

export const DEMO_BOTH = {
  email: "both@skyhire.test",
  firstName: "Taylor",
  lastName: "Brooks",
  city: "Denver",
  pilot: {
    businessName: "Brooks Aerial Works",
    part107Number: "4388215",
    bio: "Surveyor and Part 107 pilot. I map construction sites and farmland along the Front Range, and hire other pilots for our own rental properties.",
    jobCategories: [
      "mapping_surveying",
      "construction",
      "agricultural",
    ] satisfies ServiceTypeValue[],
    hourlyRateMin: 120,
    hourlyRateMax: 300,
    flightHours: 860,
    yearsExperience: 5,
    equipment: [
      { name: "DJI Mavic 3 Enterprise", isMain: true },
      { name: "DJI D-RTK 2 Mobile Station", isMain: false },
    ],
  },
  client: {
    companyName: "Brooks Property Management",
    industry: "Property management",
    phone: "(720) 555-0137",
    properties: [
      {
        name: "Highlands duplex",
        address: "3320 W 32nd Ave, Denver, CO",
        propertyType: "Residential",
      },
    ],
  },
} as const;
