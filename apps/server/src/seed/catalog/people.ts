// prettier-ignore
export const FIRST_NAMES = [
  "James", "Maria", "Robert", "Aisha", "Michael", "Sofia", "David", "Emily", "Daniel", "Priya",
  "Carlos", "Hannah", "Marcus", "Olivia", "Kevin", "Grace", "Andre", "Chloe", "Ethan", "Isabella",
  "Jamal", "Lauren", "Ryan", "Mei", "Tyler", "Natalie", "Brandon", "Zoe", "Luis", "Rachel",
  "Derek", "Kayla", "Hiroshi", "Megan", "Omar", "Jessica", "Sean", "Camila", "Trevor", "Amara",
  "Nathan", "Brooke", "Diego", "Samantha", "Wyatt", "Leah", "Caleb", "Fatima", "Cody", "Elena",
  "Jordan", "Vanessa", "Austin", "Nia", "Logan", "Rosa", "Hunter", "Tessa", "Malik", "Julia",
] as const;

// prettier-ignore
export const LAST_NAMES = [
  "Smith", "Garcia", "Johnson", "Nguyen", "Williams", "Martinez", "Brown", "Patel", "Jones",
  "Rodriguez", "Miller", "Kim", "Davis", "Lopez", "Wilson", "Chen", "Anderson", "Hernandez",
  "Thomas", "Okafor", "Taylor", "Gonzalez", "Moore", "Singh", "Jackson", "Ramirez", "Martin",
  "Tanaka", "Lee", "Flores", "Thompson", "Rivera", "White", "Cohen", "Harris", "Morales",
  "Clark", "Reyes", "Lewis", "Sullivan", "Walker", "Cruz", "Hall", "Murphy", "Young", "Ortiz",
  "King", "Washington", "Wright", "Foster", "Scott", "Bennett", "Green", "Hughes", "Baker",
  "Price", "Adams", "Russell", "Nelson", "Carter",
] as const;

// Business names such as "Summit Aerial Imaging": a first word plus a trade word.
// prettier-ignore
export const BUSINESS_NAME_FIRST = [
  "Summit", "Skyline", "Horizon", "Eagle Eye", "Blue Sky", "Vertex", "Apex", "Falcon",
  "Cloudline", "Altitude", "Birdseye", "High Point", "True North", "Clear View", "Peak",
  "Overwatch", "Tailwind", "Zenith", "Crosswind", "Silver Wing", "Redtail", "Stratus",
  "Lookout", "Compass", "Ridgeline", "Open Air", "Northstar", "Copperline", "Wide Angle", "Osprey",
] as const;

// prettier-ignore
export const BUSINESS_NAME_TRADE = [
  "Aerial Imaging", "Drone Services", "Aerial Media", "UAV Solutions", "Aerial Works",
  "Sky Productions", "Aerial Surveys", "Drone Co.", "Aerial Photography", "Aerial Inspections",
  "Drone Films", "Geospatial",
] as const;

export const BIO_OPENERS = [
  "FAA Part 107 certified pilot",
  "Licensed commercial drone pilot",
  "Part 107 remote pilot and photographer",
  "Former news camera operator turned drone pilot",
  "Veteran-owned aerial services provider",
  "Civil engineer and certified drone pilot",
] as const;

export const BIO_CLOSERS = [
  "Fully insured, fast turnaround and RAW files on request.",
  "I handle airspace authorizations (LAANC) so you do not have to.",
  "Edited deliverables within 48 hours, 4K video standard.",
  "Safety first: every flight has a written pre-flight plan.",
  "Happy to travel for multi-day projects.",
  "Same-week scheduling for most shoots.",
] as const;
