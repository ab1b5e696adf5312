export { default as CarouselPage } from './CarouselPage.tsx';
