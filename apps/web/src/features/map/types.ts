import type { CityCluster, CoverageStats } from "@skyhire/shared";

/** Props of the coverage map (spec section 3 "City cluster"). */
export type CoverageMapProps = {
  /** City clusters to show; without them the map shows the 8 sample clusters. */
  clusters?: readonly CityCluster[];
  /** Height of the map block; 500px by default. */
  heightClass?: string;
  /** Show the four statistics above the map (default true). */
  showStats?: boolean;
  /** Called when a marker is clicked, after it is selected. */
  onClusterClick?: (cluster: CityCluster) => void;
  /**
   * Statistics over every city when `clusters` holds only some of them (the server's answer).
   * Computed from `clusters` with the shared coverageStats rules otherwise.
   */
  stats?: CoverageStats;
  className?: string;
};
