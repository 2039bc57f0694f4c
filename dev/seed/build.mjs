// Turns the plain content modules into Firestore documents (pure, no I/O), so that seed.mjs,
// check.mjs and content.test.ts all agree on what "the demo data" is. The documents are built
// in build-catalogue.mjs, build-site.mjs and build-orders.mjs, on the writer of build-writer.mjs
// (São Paulo dates relative to `now`, cover images). Values are JS Dates here; seed.mjs converts
// them to Firestore Timestamps.

import { PRICING_TABLES } from './content/pricing-tables.mjs';
import { CATEGORY_TABLES } from './content/category-tables.mjs';
import { EVENTS } from './content/events.mjs';
import { EVENT_CATEGORY_DATA } from './content/event-category-data.mjs';
import { NEWS_EVENTOS } from './content/news-eventos.mjs';
import { NEWS_PLATAFORMA } from './content/news-plataforma.mjs';
import { HOME_BANNERS, NEWS_BANNER_SETTINGS } from './content/banners.mjs';
import { DEMO_ORDERS } from './content/orders.mjs';
import { COUPONS } from './content/coupons.mjs';
import { COMPANY, CONTACT_ANSWERED_BY, CONTACT_MESSAGES } from './content/company.mjs';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_USERS } from './demo-users.mjs';
import { buildDemoOrders, LOCAL_TICKET_SIGNING_KEY } from './build-orders.mjs';
import { buildDoorDemo } from './build-door.mjs';
import { buildTicketRefundDemo } from './build-ticket-refund.mjs';
import { buildBoxOfficeDemo } from './build-box-office.mjs';
import { addCategoryTables, addEventCategoryData, addEvents, addPricingTables } from './build-catalogue.mjs';
import {
  addContactMessages,
  addCoupons,
  addHomeBanners,
  addNews,
  addSiteSettings,
  addUsers,
} from './build-site.mjs';
import { createSeedWriter } from './build-writer.mjs';

export { IMAGE_SIZES, imagePath, imageUrl, saoPauloAt } from './build-writer.mjs';

export const CONTENT = Object.freeze({
  pricingTables: PRICING_TABLES,
  categoryTables: CATEGORY_TABLES,
  events: EVENTS,
  eventCategoryData: EVENT_CATEGORY_DATA,
  news: [...NEWS_EVENTOS, ...NEWS_PLATAFORMA],
  banners: HOME_BANNERS,
  newsBannerSettings: NEWS_BANNER_SETTINGS,
  users: DEMO_USERS,
  orders: DEMO_ORDERS,
  coupons: COUPONS,
  company: COMPANY,
  contactMessages: CONTACT_MESSAGES,
});

/** The slug rule of the back office: lower case, accents removed, non-alphanumerics → '-'. */
export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * @param {{ now?: Date, ticketSigningKey?: string }} [options]
 * @returns {{
 *   docs: { collection: string, id: string, data: Record<string, unknown> }[],
 *   images: { kind: 'events' | 'news' | 'banners', id: string, path: string, url: string,
 *             width: number, height: number, matiz: number, motivo: string }[],
 *   users: typeof DEMO_USERS,
 * }}
 */
export function buildSeedData({
  now = new Date(),
  ticketSigningKey = process.env.TICKET_SIGNING_KEY ?? LOCAL_TICKET_SIGNING_KEY,
} = {}) {
  const w = createSeedWriter(now);
  addPricingTables(w, PRICING_TABLES);
  addCategoryTables(w, CATEGORY_TABLES);
  addEvents(w, EVENTS);
  addEventCategoryData(w, EVENT_CATEGORY_DATA);
  addNews(w, CONTENT.news, DEMO_ADMIN.uid);
  addHomeBanners(w, HOME_BANNERS);
  addSiteSettings(w, NEWS_BANNER_SETTINGS, COMPANY);
  addContactMessages(w, CONTACT_MESSAGES, CONTACT_ANSWERED_BY);
  addCoupons(w, COUPONS);
  addUsers(w, DEMO_USERS);
  w.docs.push(
    ...buildDemoOrders({
      orders: DEMO_ORDERS,
      events: byCollection(w.docs, 'events'),
      pricingTables: PRICING_TABLES,
      customer: DEMO_CUSTOMER,
      adminUid: DEMO_ADMIN.uid,
      at: w.at,
      signingKey: ticketSigningKey,
    }),
  );
  w.docs.push(
    ...buildDoorDemo({
      events: byCollection(w.docs, 'events'),
      pricingTables: PRICING_TABLES,
      adminUid: DEMO_ADMIN.uid,
      at: w.at,
      signingKey: ticketSigningKey,
      now,
    }),
  );
  w.docs.push(
    ...buildTicketRefundDemo({
      events: byCollection(w.docs, 'events'),
      pricingTables: PRICING_TABLES,
      adminUid: DEMO_ADMIN.uid,
      at: w.at,
      signingKey: ticketSigningKey,
    }),
  );
  w.docs.push(
    ...buildBoxOfficeDemo({
      events: byCollection(w.docs, 'events'),
      pricingTables: PRICING_TABLES,
      at: w.at,
      signingKey: ticketSigningKey,
    }),
  );
  return { docs: w.docs, images: w.images, users: DEMO_USERS };
}

/** Documents of one collection, keyed by id (handy in tests and checks). */
export function byCollection(docs, collection) {
  return new Map(docs.filter((d) => d.collection === collection).map((d) => [d.id, d.data]));
}
