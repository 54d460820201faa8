// Jobs for search engines and aggregators: SEO metadata, sitemaps and the RSS listing.
import { handlers } from '../http/handler.ts';

export const feedHandlers = handlers({});
