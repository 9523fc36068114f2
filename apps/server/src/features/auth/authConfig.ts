import type { AuthConfigResponse } from "@skyhire/shared";

/**
 * What the login screen may offer. Only email and password for now; Google, Apple, password
 * reset and account linking are switched on here once they exist.
 */
export function getAuthConfig(): AuthConfigResponse {
  return {
    providers: ["local"],
    endpoints: {
      login: "/api/auth/login",
      register: "/api/auth/register",
      logout: "/api/auth/logout",
      user: "/api/auth/user",
    },
    features: { passwordReset: false, accountLinking: false },
  };
}
