import { type CarouselBody, type CarouselEdit, type CarouselListQuery, carouselEndpoints } from '@ceping/contract';
import { call, callDownload } from '../../api/endpoint.ts';

export type CarouselListParams = Partial<CarouselListQuery>;

export const listCarousel = (query: CarouselListParams) => call(carouselEndpoints.list, { query });
export const addCarousel = (body: CarouselBody) => call(carouselEndpoints.add, { body });
export const updateCarousel = (body: CarouselEdit) => call(carouselEndpoints.edit, { body });
export const delCarousel = (carouselIds: number | number[]) => call(carouselEndpoints.remove, { params: { carouselIds } });
export const exportCarousel = (filters: Omit<CarouselListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(carouselEndpoints.export, { body: filters }, `carousel_${Date.now()}.xlsx`);
