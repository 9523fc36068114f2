import type { AuthConfigResponse, OAuthProvider } from "@skyhire/shared";

/**
 * What the login screen may offer: email and password always, plus Google and Apple when
 * configured (see features/oauth). Password reset is always on.
 */
export function getAuthConfig(oauthProviders: readonly OAuthProvider[] = []): AuthConfigResponse {
  return {
    providers: ["local", ...oauthProviders],
    endpoints: {
      login: "/api/auth/login",
      register: "/api/auth/register",
      logout: "/api/auth/logout",
      user: "/api/auth/user",
      forgotPassword: "/api/auth/forgot-password",
      resetPassword: "/api/auth/reset-password",
      changePassword: "/api/auth/change-password",
      ...Object.fromEntries(oauthProviders.map((provider) => [provider, `/api/auth/${provider}`])),
      ...(oauthProviders.length > 0
        ? { linkAccount: "/api/auth/link-account", unlinkAccount: "/api/auth/unlink-account" }
        : {}),
    },
    features: { passwordReset: true, accountLinking: oauthProviders.length > 0 },
  };
}
