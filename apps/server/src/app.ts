import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config/env";
import { withLogSafety } from "./config/logSafety";
import type { DatabaseHandle } from "./db/client";
import { accountRoutes } from "./features/account/routes";
import { applicationRoutes } from "./features/applications/routes";
import { authRoutes } from "./features/auth/routes";
import { checkoutRoutes } from "./features/checkout/routes";
import { clientRoutes } from "./features/clients/routes";
import { crmRoutes } from "./features/crm/routes";
import { adminCredentialRoutes } from "./features/credentials/adminRoutes";
import { credentialRoutes } from "./features/credentials/routes";
import { adminDisputeRoutes } from "./features/admin/disputeRoutes";
import { adminModerationRoutes } from "./features/moderation/adminRoutes";
import { reportRoutes } from "./features/moderation/reportRoutes";
import { availabilityRoutes } from "./features/availability/routes";
import { deliveryRoutes } from "./features/delivery/routes";
import { resumableUploadRoutes } from "./features/resumable/routes";
import { deliverySchedulerPlugin } from "./features/delivery/scheduler";
import { disputeRoutes } from "./features/disputes/routes";
import { equipmentRoutes } from "./features/equipment/routes";
import { weatherPlugin } from "./features/flightConditions/plugin";
import { flightConditionsRoutes } from "./features/flightConditions/routes";
import { flightLogRoutes } from "./features/flightLogs/routes";
import { calendarFeedRoutes } from "./features/calendarFeed/routes";
import { flightPlanRoutes } from "./features/flightPlan/routes";
import { rescheduleRoutes } from "./features/reschedule/routes";
import { scheduleWeatherRoutes } from "./features/scheduleWeather/routes";
import { healthRoutes } from "./features/health/routes";
import { invoiceRoutes } from "./features/invoices/routes";
import { idempotencyPlugin } from "./features/idempotency/plugin";
import { adminBackgroundJobRoutes } from "./features/jobQueue/adminRoutes";
import { jobQueuePlugin } from "./features/jobQueue/plugin";
import { jobRoutes } from "./features/jobs/routes";
import type { Mailer } from "./features/mail/mailer";
import { messageRoutes } from "./features/messages/routes";
import { thumbnailRoutes } from "./features/thumbnails/routes";
import { metricsPlugin } from "./features/metrics/plugin";
import { metricsRoutes } from "./features/metrics/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { onboardingRoutes } from "./features/onboarding/routes";
import { passwordResetRoutes } from "./features/passwordReset/routes";
import { paymentsPlugin, type PaymentsPluginOptions } from "./features/payments/plugin";
import { paymentRoutes } from "./features/payments/routes";
import { payoutRoutes } from "./features/payouts/routes";
import { oauthRoutes } from "./features/oauth/routes";
import { pilotProfileRoutes } from "./features/pilotProfile/routes";
import { pilotRoutes } from "./features/pilots/routes";
import { propertyRoutes } from "./features/properties/routes";
import { pushPlugin } from "./features/push/plugin";
import { notificationEmailPlugin } from "./features/notificationEmail/plugin";
import { notificationPreferenceRoutes } from "./features/notificationPreferences/routes";
import { pushRoutes } from "./features/push/routes";
import { realtimePlugin } from "./features/realtime/plugin";
import { reviewRoutes } from "./features/reviews/routes";
import { storagePlugin } from "./features/storage/plugin";
import { resumableUploadsPlugin } from "./features/resumable/plugin";
import { appContextPlugin, type Clock } from "./plugins/appContext";
import { compressionPlugin } from "./plugins/compression";
import { authPlugin } from "./plugins/auth";
import { drainOnClosePlugin } from "./plugins/drainOnClose";
import { errorsPlugin, JSON_BODY_LIMIT_BYTES } from "./plugins/errors";
import { inputGuardPlugin } from "./plugins/inputGuard";
import { mailPlugin } from "./plugins/mail";
import { openApiPlugin } from "./plugins/openapi";
import { requestIdPlugin, requestIdServerOptions } from "./plugins/requestId";
import { sameOriginPlugin } from "./plugins/sameOrigin";
import { securityHeadersPlugin } from "./plugins/securityHeaders";
import { webAppPlugin } from "./plugins/webApp";
import { serializerCompiler } from "./plugins/responseSerializer";
import { personalPages } from "./features/pageRender/personalPage";

/** A hop count becomes "believe the nearest N proxies", the form Fastify's types accept. */
function fastifyTrustProxy(setting: AppConfig["trustProxy"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Fastify logger options; defaults to JSON logs at config.logLevel. `false` silences. */
  logger?: FastifyServerOptions["logger"];
  /** Time source for session expiry and rate-limit windows; tests pass a controllable one. */
  clock?: Clock;
  /** Outgoing mail; defaults to SMTP_URL, or the outbox folder when it is unset. */
  mailer?: Mailer;
  /** Tests only: options of the built-in payment test provider. */
  payments?: PaymentsPluginOptions;
}

/**
 * Creates the fully wired Fastify instance without listening, so tests can use `app.inject`.
 */
export async function buildApp({
  config,
  database,
  logger,
  clock,
  mailer,
  payments,
}: BuildAppOptions) {
  const app = Fastify({
    ...requestIdServerOptions,
    logger: withLogSafety(logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(drainOnClosePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(appContextPlugin, { db: database.db, config, clock });
  // Before auth: a refused cross-site request should not even cost a session lookup.
  await app.register(sameOriginPlugin, { config });
  await app.register(authPlugin, { database });
  // After auth: money-moving routes claim their Idempotency-Key per signed-in user.
  await app.register(idempotencyPlugin);
  await app.register(mailPlugin, { mailer });
  // Before the features whose background work runs on it: they close first, it stops last.
  await app.register(jobQueuePlugin, { database });
  await app.register(paymentsPlugin, payments ?? {});
  await app.register(storagePlugin);
  await app.register(resumableUploadsPlugin, { database });
  await app.register(pushPlugin);
  await app.register(notificationEmailPlugin);
  await app.register(weatherPlugin);
  // After storage (it counts stored bytes), before the routes it times.
  await app.register(metricsPlugin, { database });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(onboardingRoutes);
  await app.register(oauthRoutes);
  await app.register(pilotRoutes);
  await app.register(jobRoutes);
  await app.register(applicationRoutes);
  await app.register(propertyRoutes);
  await app.register(availabilityRoutes);
  await app.register(equipmentRoutes);
  await app.register(pilotProfileRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(notificationPreferenceRoutes);
  await app.register(messageRoutes);
  await app.register(realtimePlugin, { database });
  // After realtime: a deletion closes the person's sockets through app.realtimeHub.
  await app.register(accountRoutes);
  await app.register(paymentRoutes);
  await app.register(checkoutRoutes);
  await app.register(payoutRoutes);
  await app.register(invoiceRoutes);
  await app.register(deliveryRoutes);
  await app.register(thumbnailRoutes);
  await app.register(resumableUploadRoutes);
  await app.register(deliverySchedulerPlugin);
  await app.register(disputeRoutes);
  await app.register(adminDisputeRoutes);
  await app.register(adminModerationRoutes);
  await app.register(adminBackgroundJobRoutes);
  await app.register(reportRoutes);
  await app.register(credentialRoutes);
  await app.register(adminCredentialRoutes);
  await app.register(reviewRoutes);
  await app.register(crmRoutes);
  await app.register(clientRoutes);
  await app.register(flightConditionsRoutes);
  await app.register(flightLogRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(flightPlanRoutes);
  await app.register(rescheduleRoutes);
  await app.register(scheduleWeatherRoutes);
  await app.register(metricsRoutes);

  // Last: it owns the not-found handler (SPA fallback vs JSON 404).
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    // A signed-in page's HTML carries the session, so the app need not ask before it draws,
    // and an entry page's first screen drawn for it.
    personalPageFor: personalPages(app, config.webDistDir),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
