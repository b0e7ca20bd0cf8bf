// accepts: a leaf module
export const takedownFor = (leak: string) => `takedown:${leak}`;
