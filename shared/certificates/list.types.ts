/** Shapes of the Certificates tab and the PDF Log tab (spec 03 §2.7, §2.8, §3 "Certificate", "PDF summary", §7). */

/** The Filter of the Certificates tab: who and when created or voided (New York dates, inclusive). */
export interface CertificateListFilter {
  created_by?: number[];
  created_from?: string | null;
  created_to?: string | null;
  void_by?: number[];
  void_from?: string | null;
  void_to?: string | null;
  /** Active only, void only, or both (absent). */
  status?: 'active' | 'void' | null;
}

/** One row of GET /api/participantCertificate (spec 03 §2.7 columns). */
export interface CertificateListRow {
  /** The certificate id (Print: GET /api/reissue_certificate/{id}); null for a record issued before ids were kept. */
  id: number | null;
  user_id: number;
  cohort_id: number;
  /** The participant's name now (the directory), not necessarily as printed. */
  user_name: string;
  cohort_name: string;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
  void_at: string | null;
  void_by: number | null;
  void_by_name: string | null;
  void_reason: string | null;
}

/** GET /api/participantCertificate: a page of certificates (50 a page, spec 03 §9). */
export interface CertificateListAnswer {
  certificates: CertificateListRow[];
  totalCertificates: number;
  page: number;
  per_page: number;
}

/** GET /api/pdf_log?type=summary: counts of the attempts in the dates (the web shows the percents). */
export interface PdfLogSummary {
  total: number;
  success: number;
  failures: number;
  not_found: number;
  empty_token: number;
  missing_file: number;
}
