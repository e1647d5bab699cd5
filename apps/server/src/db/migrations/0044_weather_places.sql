CREATE TABLE "weather_places" (
	"place" text PRIMARY KEY NOT NULL,
	"grid" jsonb,
	"grid_until" timestamp with time zone,
	"days" jsonb,
	"forecast_until" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"failure" text,
	"failure_down" boolean,
	CONSTRAINT "weather_places_grid_pair" CHECK (("weather_places"."grid" is null) = ("weather_places"."grid_until" is null)),
	CONSTRAINT "weather_places_forecast_pair" CHECK (("weather_places"."days" is null) = ("weather_places"."forecast_until" is null)),
	CONSTRAINT "weather_places_lease_token" CHECK ("weather_places"."lease_until" is null or "weather_places"."lease_token" is not null),
	CONSTRAINT "weather_places_failure" CHECK ("weather_places"."failure" is null or "weather_places"."failure" in ('timeout', 'unavailable', 'bad-answer'))
);
