/** The storefront's public face (decision 015): loading the web app's built pages for `buildApp`. */
export { loadWebApp, type WebApp } from './load-web-app.ts';
