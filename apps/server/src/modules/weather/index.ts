/** The weather at a destination (decision 044): a leaf behind an interface, like payments. */
export { nwsWeather, type NwsSettings } from './nws-weather.ts';
export { weatherOff, type DayTemperatures, type WeatherAnswer, type WeatherProvider } from './weather-provider.ts';
