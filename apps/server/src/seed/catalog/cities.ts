/** Real US cities pilots are based in; `weight` roughly follows the size of the drone market. */
export interface City {
  city: string;
  state: string;
  lat: number;
  lng: number;
  weight: number;
}

export const CITIES: readonly City[] = [
  { city: "New York", state: "NY", lat: 40.7128, lng: -74.006, weight: 3 },
  { city: "Los Angeles", state: "CA", lat: 34.0522, lng: -118.2437, weight: 3 },
  { city: "Chicago", state: "IL", lat: 41.8781, lng: -87.6298, weight: 3 },
  { city: "Houston", state: "TX", lat: 29.7604, lng: -95.3698, weight: 3 },
  { city: "Phoenix", state: "AZ", lat: 33.4484, lng: -112.074, weight: 2 },
  { city: "Philadelphia", state: "PA", lat: 39.9526, lng: -75.1652, weight: 2 },
  { city: "San Antonio", state: "TX", lat: 29.4241, lng: -98.4936, weight: 2 },
  { city: "San Diego", state: "CA", lat: 32.7157, lng: -117.1611, weight: 2 },
  { city: "Dallas", state: "TX", lat: 32.7767, lng: -96.797, weight: 3 },
  { city: "Austin", state: "TX", lat: 30.2672, lng: -97.7431, weight: 2 },
  { city: "San Francisco", state: "CA", lat: 37.7749, lng: -122.4194, weight: 2 },
  { city: "Seattle", state: "WA", lat: 47.6062, lng: -122.3321, weight: 2 },
  { city: "Denver", state: "CO", lat: 39.7392, lng: -104.9903, weight: 2 },
  { city: "Boston", state: "MA", lat: 42.3601, lng: -71.0589, weight: 2 },
  { city: "Nashville", state: "TN", lat: 36.1627, lng: -86.7816, weight: 2 },
  { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.388, weight: 2 },
  { city: "Miami", state: "FL", lat: 25.7617, lng: -80.1918, weight: 3 },
  { city: "Orlando", state: "FL", lat: 28.5383, lng: -81.3792, weight: 2 },
  { city: "Tampa", state: "FL", lat: 27.9506, lng: -82.4572, weight: 2 },
  { city: "Charlotte", state: "NC", lat: 35.2271, lng: -80.8431, weight: 2 },
  { city: "Portland", state: "OR", lat: 45.5152, lng: -122.6784, weight: 2 },
  { city: "Las Vegas", state: "NV", lat: 36.1699, lng: -115.1398, weight: 2 },
  { city: "Salt Lake City", state: "UT", lat: 40.7608, lng: -111.891, weight: 1 },
  { city: "Minneapolis", state: "MN", lat: 44.9778, lng: -93.265, weight: 1 },
  { city: "Kansas City", state: "MO", lat: 39.0997, lng: -94.5786, weight: 1 },
  { city: "St. Louis", state: "MO", lat: 38.627, lng: -90.1994, weight: 1 },
  { city: "New Orleans", state: "LA", lat: 29.9511, lng: -90.0715, weight: 1 },
  { city: "Raleigh", state: "NC", lat: 35.7796, lng: -78.6382, weight: 1 },
  { city: "Columbus", state: "OH", lat: 39.9612, lng: -82.9988, weight: 1 },
  { city: "Detroit", state: "MI", lat: 42.3314, lng: -83.0458, weight: 1 },
  { city: "Albuquerque", state: "NM", lat: 35.0844, lng: -106.6504, weight: 1 },
  { city: "Honolulu", state: "HI", lat: 21.3069, lng: -157.8583, weight: 1 },
];

export function cityLabel(city: Pick<City, "city" | "state">): string {
  return `${city.city}, ${city.state}`;
}

export function findCity(name: string): City {
  const found = CITIES.find((c) => c.city === name);
  if (!found) throw new Error(`Unknown seed city ${name}`);
  return found;
}

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
