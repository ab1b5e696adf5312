export { default as RegionPage } from './RegionPage.tsx';
export { default as RegionSelect, useRegionOptions } from './RegionSelect.tsx';
export { useOwnRegions } from './useOwnRegions.ts';
