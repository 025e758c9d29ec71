/** The license as the cluster state keeps it (license.ts makes and renders it): a type only, so the state can name it. */

/** LicensesMetadata's license and trial marker. */
export interface LicenseState {
  uid: string;
  /** `basic`, or the type a self-generated trial was started as (`trial` by default; `gold`, `platinum`, `enterprise` may be asked for). */
  type: string;
  issueDate: number;
  /** Undefined for a self-generated basic license (BASIC_SELF_GENERATED_LICENSE_EXPIRATION_MILLIS: never printed). */
  expiryDate?: number;
  issuedTo: string;
  /** A trial was started once on this cluster (LicensesMetadata.trialVersion): no second one. */
  trialUsed: boolean;
}
