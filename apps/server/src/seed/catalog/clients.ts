import type { ServiceTypeValue } from "./serviceTypeValues";

export interface SeedProperty {
  name: string;
  address: string;
  propertyType: string;
}

/** Hand-written client companies; the demo client and the "both" account are in demoProfiles.ts. */
export interface SeedClient {
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
  city: string;
  phone: string;
  /** Services this company usually books, most common first. */
  services: readonly ServiceTypeValue[];
  properties: readonly SeedProperty[];
}

export const SEED_CLIENTS: readonly SeedClient[] = [
  {
    firstName: "Grace",
    lastName: "Chen",
    companyName: "Golden Gate Homes",
    industry: "Real estate agency",
    city: "San Francisco",
    phone: "(415) 555-0142",
    services: ["real_estate", "marketing_advertising"],
    properties: [
      {
        name: "Pacific Heights Victorian",
        address: "2410 Broadway, San Francisco, CA",
        propertyType: "Residential",
      },
      {
        name: "Noe Valley Townhome",
        address: "418 Elizabeth St, San Francisco, CA",
        propertyType: "Residential",
      },
    ],
  },
  {
    firstName: "Olivia",
    lastName: "Sullivan",
    companyName: "Evergreen Wedding Co.",
    industry: "Wedding planning",
    city: "Seattle",
    phone: "(206) 555-0187",
    services: ["wedding_events"],
    properties: [
      {
        name: "Lakeside Lodge venue",
        address: "8300 Lake Washington Blvd, Seattle, WA",
        propertyType: "Event venue",
      },
    ],
  },
  {
    firstName: "Marcus",
    lastName: "Washington",
    companyName: "Ironclad Builders",
    industry: "Construction",
    city: "Denver",
    phone: "(303) 555-0119",
    services: ["construction", "mapping_surveying"],
    properties: [
      {
        name: "Union Station Lofts site",
        address: "1701 Wynkoop St, Denver, CO",
        propertyType: "Construction site",
      },
      {
        name: "Cherry Creek medical office",
        address: "3100 E 1st Ave, Denver, CO",
        propertyType: "Construction site",
      },
    ],
  },
  {
    firstName: "Rachel",
    lastName: "Cohen",
    companyName: "Summit Mutual Insurance",
    industry: "Insurance",
    city: "Chicago",
    phone: "(312) 555-0163",
    services: ["insurance_claims", "commercial_inspection"],
    properties: [
      {
        name: "Claim 24-1187 (Oak Park residence)",
        address: "512 N Euclid Ave, Oak Park, IL",
        propertyType: "Residential",
      },
    ],
  },
  {
    firstName: "Andre",
    lastName: "Morales",
    companyName: "Bayou Films",
    industry: "Film and TV production",
    city: "New Orleans",
    phone: "(504) 555-0125",
    services: ["film_tv", "marketing_advertising"],
    properties: [
      {
        name: "French Quarter location",
        address: "700 Royal St, New Orleans, LA",
        propertyType: "Filming location",
      },
    ],
  },
  {
    firstName: "Priya",
    lastName: "Patel",
    companyName: "Sunbelt Solar Installers",
    industry: "Solar energy",
    city: "Phoenix",
    phone: "(602) 555-0150",
    services: ["commercial_inspection", "construction"],
    properties: [
      {
        name: "Mesa distribution center array",
        address: "1850 S Power Rd, Mesa, AZ",
        propertyType: "Commercial",
      },
      {
        name: "Tempe office park array",
        address: "60 E Rio Salado Pkwy, Tempe, AZ",
        propertyType: "Commercial",
      },
    ],
  },
  {
    firstName: "Wyatt",
    lastName: "Nelson",
    companyName: "Heartland Agri Partners",
    industry: "Agriculture",
    city: "Kansas City",
    phone: "(816) 555-0178",
    services: ["agricultural", "environmental"],
    properties: [
      {
        name: "North 640 corn fields",
        address: "County Rd 12, Platte County, MO",
        propertyType: "Farmland",
      },
    ],
  },
  {
    firstName: "Camila",
    lastName: "Reyes",
    companyName: "Coastal Events Group",
    industry: "Event production",
    city: "Miami",
    phone: "(305) 555-0131",
    services: ["wedding_events", "sports_recreation", "marketing_advertising"],
    properties: [
      {
        name: "Biscayne Bay waterfront venue",
        address: "1 Herald Plaza, Miami, FL",
        propertyType: "Event venue",
      },
    ],
  },
  {
    firstName: "Hiroshi",
    lastName: "Tanaka",
    companyName: "Metro Survey & Mapping",
    industry: "Land surveying",
    city: "Atlanta",
    phone: "(404) 555-0194",
    services: ["mapping_surveying", "construction", "environmental"],
    properties: [
      {
        name: "Beltline corridor parcel",
        address: "1050 Monroe Dr NE, Atlanta, GA",
        propertyType: "Land",
      },
      {
        name: "Peachtree quarry",
        address: "4000 Peachtree Industrial Blvd, Atlanta, GA",
        propertyType: "Industrial",
      },
    ],
  },
  {
    firstName: "Nia",
    lastName: "Okafor",
    companyName: "Music City Realty",
    industry: "Real estate agency",
    city: "Nashville",
    phone: "(615) 555-0172",
    services: ["real_estate"],
    properties: [
      {
        name: "Belle Meade estate",
        address: "4400 Harding Pike, Nashville, TN",
        propertyType: "Residential",
      },
    ],
  },
];
