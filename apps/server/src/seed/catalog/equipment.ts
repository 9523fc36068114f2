import type { ServiceTypeValue } from "./serviceTypeValues";

type EquipmentKind = "drone" | "camera" | "sensor" | "accessory";

export interface EquipmentModel {
  name: string;
  type: EquipmentKind;
  model: string;
  /** Services this kit is typically bought for; empty means general purpose. */
  suits: readonly ServiceTypeValue[];
}

export const DRONES: readonly EquipmentModel[] = [
  { name: "DJI Mavic 3 Pro", type: "drone", model: "L2D-20c", suits: [] },
  { name: "DJI Air 3", type: "drone", model: "AIR3", suits: [] },
  {
    name: "DJI Mini 4 Pro",
    type: "drone",
    model: "MT4MFVD",
    suits: ["real_estate", "wedding_events"],
  },
  {
    name: "DJI Inspire 3",
    type: "drone",
    model: "T740",
    suits: ["film_tv", "marketing_advertising", "sports_recreation"],
  },
  {
    name: "DJI Matrice 350 RTK",
    type: "drone",
    model: "M350 RTK",
    suits: ["commercial_inspection", "mapping_surveying", "emergency_services", "construction"],
  },
  {
    name: "DJI Matrice 30T",
    type: "drone",
    model: "M30T",
    suits: ["emergency_services", "commercial_inspection", "insurance_claims"],
  },
  {
    name: "DJI Mavic 3 Enterprise",
    type: "drone",
    model: "M3E",
    suits: ["mapping_surveying", "construction", "insurance_claims"],
  },
  {
    name: "DJI Mavic 3 Multispectral",
    type: "drone",
    model: "M3M",
    suits: ["agricultural", "environmental"],
  },
  {
    name: "DJI Phantom 4 RTK",
    type: "drone",
    model: "FC6310R",
    suits: ["mapping_surveying", "construction"],
  },
  { name: "Autel EVO II Pro 6K", type: "drone", model: "EVO II Pro V3", suits: [] },
  {
    name: "Autel EVO Max 4T",
    type: "drone",
    model: "EVO Max 4T",
    suits: ["commercial_inspection", "emergency_services"],
  },
  {
    name: "Skydio X10",
    type: "drone",
    model: "X10",
    suits: ["commercial_inspection", "insurance_claims", "emergency_services"],
  },
  { name: "Skydio 2+", type: "drone", model: "S2+", suits: ["sports_recreation", "construction"] },
  {
    name: "DJI Avata 2",
    type: "drone",
    model: "QF2W4K",
    suits: ["film_tv", "sports_recreation", "real_estate"],
  },
  {
    name: "Parrot Anafi USA",
    type: "drone",
    model: "ANAFI USA",
    suits: ["emergency_services", "environmental"],
  },
];

export const PAYLOADS: readonly EquipmentModel[] = [
  {
    name: "DJI Zenmuse P1",
    type: "camera",
    model: "P1 45MP full-frame",
    suits: ["mapping_surveying", "construction"],
  },
  {
    name: "DJI Zenmuse X9-8K Air",
    type: "camera",
    model: "X9-8K",
    suits: ["film_tv", "marketing_advertising"],
  },
  {
    name: "DJI Zenmuse H20T",
    type: "sensor",
    model: "H20T thermal",
    suits: ["commercial_inspection", "emergency_services", "insurance_claims"],
  },
  {
    name: "DJI Zenmuse L2",
    type: "sensor",
    model: "L2 LiDAR",
    suits: ["mapping_surveying", "environmental", "construction"],
  },
  {
    name: "MicaSense RedEdge-P",
    type: "sensor",
    model: "RedEdge-P multispectral",
    suits: ["agricultural", "environmental"],
  },
];

export const ACCESSORIES: readonly EquipmentModel[] = [
  { name: "DJI RC Pro", type: "accessory", model: "RM510", suits: [] },
  {
    name: "DJI D-RTK 2 Mobile Station",
    type: "accessory",
    model: "D-RTK 2",
    suits: ["mapping_surveying", "construction"],
  },
  { name: "Spare battery set (6)", type: "accessory", model: "TB65", suits: [] },
  {
    name: "PolarPro ND filter set",
    type: "accessory",
    model: "Vivid Collection",
    suits: ["film_tv", "real_estate", "wedding_events"],
  },
  {
    name: "DJI Goggles 3",
    type: "accessory",
    model: "RCDS18",
    suits: ["film_tv", "sports_recreation"],
  },
  { name: "Landing pad and field kit", type: "accessory", model: "75 cm pad", suits: [] },
];
