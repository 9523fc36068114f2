import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createNwsProvider } from "./nwsProvider";
import type { WeatherProvider } from "./weatherProvider";

declare module "fastify" {
  interface FastifyInstance {
    /** Hourly forecasts (the National Weather Service, at WEATHER_API_URL). */
    weather: WeatherProvider;
  }
}

export const weatherPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    "weather",
    createNwsProvider({
      baseUrl: app.config.weather.apiUrl,
      userAgent: app.config.weather.userAgent,
      now: () => app.now().getTime(),
    }),
  );
});
