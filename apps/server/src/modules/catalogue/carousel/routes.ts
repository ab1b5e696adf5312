import { carouselEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { carouselWorkbook } from './export.ts';
import { addCarousel, editCarousel, exportCarousels, getCarousel, listCarousels, loginBanners, removeCarousels } from './service.ts';

const log = (businessType: number) => ({ log: { title: '轮播图', businessType } });

/** `/system/carousel`: login-page banners per site and period; `/banners` answers them to the login page. */
export const carouselRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  route(app, carouselEndpoints.list, async (req) => {
    return tablePage(req, await listCarousels(db, req.query));
  });

  route(app, carouselEndpoints.export, { config: log(BusinessType.EXPORT) }, async (req, reply) =>
    sendXlsx(reply, await carouselWorkbook(db, store, req.lang, await exportCarousels(db, req.body))),
  );

  // Public: the site is the one the request's host names (`X-Forwarded-Host` only from a trusted proxy).
  route(app, carouselEndpoints.banners, async (req) => ok(req, await loginBanners(db, store, req.host, req.lang)));

  route(app, carouselEndpoints.get, async (req) => ok(req, await getCarousel(db, req.params.carouselId)));

  route(app, carouselEndpoints.add, { config: log(BusinessType.INSERT) }, async (req) =>
    ok(req, await addCarousel(db, store, req.body, currentUser(req).userName)),
  );

  route(app, carouselEndpoints.edit, { config: log(BusinessType.UPDATE) }, async (req) => {
    await editCarousel(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, carouselEndpoints.remove, { config: log(BusinessType.DELETE) }, async (req) => {
    await removeCarousels(db, store, req.params.carouselIds);
    return ok(req);
  });
};
