/** A day's forecast at a place, on that place's calendar: the night's low and the day's high, in °F. */
export interface DayTemperatures {
  date: string;
  lowF: number | null;
  highF: number | null;
}

/**
 * What a weather provider answers: the coming days, or why it has none. A caller treats every failure as
 * weather it does not know (decision 044): the checkout goes on without it and a paid order waits for the owner.
 */
export type WeatherAnswer =
  | { ok: true; days: DayTemperatures[] }
  | { ok: false; reason: 'off' | 'timeout' | 'unavailable' | 'bad-answer' };

/** The forecast behind an interface, like payments: the National Weather Service, or off. */
export interface WeatherProvider {
  forecast(place: { lat: number; lon: number }): Promise<WeatherAnswer>;
}

/** `WEATHER=off`: the shop ships by its calendar alone. */
export const weatherOff: WeatherProvider = { forecast: async () => ({ ok: false, reason: 'off' }) };
