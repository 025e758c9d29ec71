/** A stored script as the cluster state holds it (`PUT /_scripts/<id>`). */
export interface StoredScript {
  lang: string;
  source: string;
  options?: Record<string, string>;
}
