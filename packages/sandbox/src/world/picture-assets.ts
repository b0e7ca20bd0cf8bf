// The shipped photos (assets/): the demo creator's own, and others' that decoys and everyday posts show.
export const CREATOR_ASSETS = ["dune", "fresh-flower", "lady-bird", "rain-drops", "two-wings"];
export const OTHER_ASSETS = ["aqua", "blinds", "garden", "green-meadow", "storm", "wood", "yellow-flower"];
