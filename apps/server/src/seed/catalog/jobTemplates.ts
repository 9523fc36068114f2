import type { JOB_DELIVERABLE_VALUES } from "@skyhire/shared";
import type { ServiceTypeValue } from "./serviceTypeValues";

type JobDeliverableValue = (typeof JOB_DELIVERABLE_VALUES)[number];

export interface JobTemplate {
  /** `{site}` is replaced by the property or area name. */
  titles: readonly string[];
  description: string;
  /** What the client asks for, as the post form offers it (JOB_DELIVERABLES values). */
  deliverables: readonly JobDeliverableValue[];
  /** The same in the client's words; the seed adds it to the description. */
  deliverableDetails: readonly string[];
  /** Typical budget in whole dollars; the seed rounds to $25 steps and stores cents. */
  budget: { min: number; max: number };
}

export const JOB_TEMPLATES: Record<ServiceTypeValue, JobTemplate> = {
  real_estate: {
    titles: [
      "Listing photos and video for {site}",
      "Twilight aerials of {site}",
      "Aerial tour of {site}",
    ],
    description:
      "Exterior aerial photos and a short video for the listing. Golden-hour preferred; the property is vacant and accessible.",
    deliverables: ["photos", "video"],
    deliverableDetails: [
      "25 edited HDR aerial photos",
      "60-second 4K listing video",
      "Lot line overlay image",
    ],
    budget: { min: 175, max: 650 },
  },
  wedding_events: {
    titles: [
      "Wedding ceremony aerials at {site}",
      "Drone coverage for reception at {site}",
      "Gala arrival shots at {site}",
    ],
    description:
      "Aerial coverage of the ceremony and guest arrival, coordinated with our lead photographer. Venue has approved drone use.",
    deliverables: ["video", "photos"],
    deliverableDetails: [
      "3-minute 4K highlight reel",
      "40 edited aerial photos",
      "Raw footage on request",
    ],
    budget: { min: 600, max: 2200 },
  },
  construction: {
    titles: [
      "Monthly progress flights for {site}",
      "Site progress orthomosaic at {site}",
      "Pre-pour documentation at {site}",
    ],
    description:
      "Recurring progress capture from fixed waypoints so the owner can compare month over month. Hard hats and site induction required.",
    deliverables: ["mapping_3d", "photos", "video"],
    deliverableDetails: [
      "Orthomosaic (GeoTIFF)",
      "30 progress photos from fixed points",
      "2-minute progress video",
    ],
    budget: { min: 450, max: 1800 },
  },
  agricultural: {
    titles: [
      "Crop health survey of {site}",
      "NDVI mapping for {site}",
      "Irrigation check flight over {site}",
    ],
    description:
      "Multispectral survey to spot stressed areas before harvest. Fields are flat with no obstacles; access from the north gate.",
    deliverables: ["mapping_3d", "report"],
    deliverableDetails: ["NDVI map", "Stress-zone report (PDF)", "Shapefiles for the sprayer"],
    budget: { min: 400, max: 1600 },
  },
  film_tv: {
    titles: [
      "Aerial unit for short film at {site}",
      "Establishing shots for TV pilot at {site}",
      "Music video drone shots at {site}",
    ],
    description:
      "Cinema drone with a dedicated camera operator for two shoot days. Production handles permits; pilot handles airspace authorization.",
    deliverables: ["video"],
    deliverableDetails: ["ProRes RAW footage", "Flight logs", "Shot list sign-off"],
    budget: { min: 999, max: 5000 },
  },
  commercial_inspection: {
    titles: [
      "Roof inspection of {site}",
      "Thermal inspection of solar array at {site}",
      "Facade inspection of {site}",
    ],
    description:
      "Close-range inspection with thermal imaging to find leaks and damaged panels. Building manager will escort the crew.",
    deliverables: ["report", "photos"],
    deliverableDetails: [
      "Annotated inspection report",
      "Thermal and visual image set",
      "Defect map",
    ],
    budget: { min: 599, max: 2400 },
  },
  sports_recreation: {
    titles: [
      "Tournament aerials at {site}",
      "Promo footage of {site}",
      "Race-day coverage at {site}",
    ],
    description:
      "Dynamic aerial footage for a promotional cut. Flights only over cleared areas, following the organiser's safety plan.",
    deliverables: ["video", "photos"],
    deliverableDetails: ["90-second promo edit", "4K raw clips", "20 aerial stills"],
    budget: { min: 400, max: 1800 },
  },
  insurance_claims: {
    titles: [
      "Storm damage assessment at {site}",
      "Hail claim roof survey at {site}",
      "Flood extent documentation at {site}",
    ],
    description:
      "Document damage for an open claim with georeferenced photos. Adjuster needs the report within 48 hours of the flight.",
    deliverables: ["photos", "report"],
    deliverableDetails: ["Georeferenced photo set", "Damage measurement report", "Roof diagram"],
    budget: { min: 250, max: 900 },
  },
  marketing_advertising: {
    titles: [
      "Brand video aerials for {site}",
      "Social media drone content at {site}",
      "Product launch aerials at {site}",
    ],
    description:
      "Aerial b-roll for a campaign, vertical and horizontal cuts. Brand guide and storyboard will be shared after booking.",
    deliverables: ["video", "photos"],
    deliverableDetails: ["10 vertical social clips", "4K b-roll package", "15 retouched stills"],
    budget: { min: 500, max: 2500 },
  },
  emergency_services: {
    titles: [
      "Search and rescue training support near {site}",
      "Wildfire perimeter mapping near {site}",
      "Incident scene documentation at {site}",
    ],
    description:
      "Support for a training exercise with thermal capture. Coordination with the incident commander on site.",
    deliverables: ["video", "mapping_3d", "photos"],
    deliverableDetails: ["Thermal video", "Incident map", "After-action photo set"],
    budget: { min: 500, max: 2000 },
  },
  environmental: {
    titles: [
      "Shoreline erosion survey of {site}",
      "Wetland habitat mapping at {site}",
      "Tree canopy survey of {site}",
    ],
    description:
      "Repeatable survey to compare with last season's baseline. Wildlife restrictions apply; flights after 9 am only.",
    deliverables: ["mapping_3d", "report", "photos"],
    deliverableDetails: ["Orthomosaic", "Change-detection report", "Raw images with GPS"],
    budget: { min: 600, max: 2600 },
  },
  mapping_surveying: {
    titles: [
      "Topographic survey of {site}",
      "LiDAR mapping for {site}",
      "Volumetric stockpile survey at {site}",
    ],
    description:
      "Survey-grade capture with ground control points. Deliverables in State Plane coordinates, US survey feet.",
    deliverables: ["mapping_3d", "photos"],
    deliverableDetails: [
      "Point cloud (LAS)",
      "Contours (DXF)",
      "Orthomosaic (GeoTIFF)",
      "Accuracy report",
    ],
    budget: { min: 1000, max: 6000 },
  },
};
