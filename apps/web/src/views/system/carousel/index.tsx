export { CarouselPage as default } from '../../../features/carousel/index.ts';
