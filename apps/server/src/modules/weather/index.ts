/** The weather at a destination (decision 044): a leaf behind an interface, like payments; its cache is shared by every instance (decision 071). */
export { nwsWeather, type NwsSettings } from './nws-weather.ts';
export { pruneWeatherCache } from './shared-cache.ts';
export { weatherOff, type DayTemperatures, type WeatherAnswer, type WeatherProvider } from './weather-provider.ts';
