/** Answers of the `integrations` group (spec 01 §7), shared by the functions and the web. */

/** GET /api/getModernSignalToken/{username}. */
export interface SabaSsoAnswer {
  urlSabaSSO: string;
}

/**
 * GET /api/alp-jwt/{userId}/{second}: `alp` as the spec names it, plus the diagnostics token
 * (the same person, another audience) that the diagnostics frames and the unit launch need.
 */
export interface AlpJwtAnswer {
  alp: { token: string };
  diagnostics: { token: string };
}

/** POST /api/getVeoUrl. */
export interface VeoUrlAnswer {
  urlIframeVeo: string;
}

/** POST /api/generateTokenContextAnalisys. */
export interface ContextAnalysisTokenAnswer {
  token: string;
}
