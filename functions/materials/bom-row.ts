/** A course's BOM record as the tab's list shows it (spec 03 §2.5: course, file, created, modified). */
import type { BomRow } from '../../shared/materials/types.ts';
import type { BomRecord } from '../data/content/boms.ts';

export function bomRow(bom: BomRecord): BomRow {
  return {
    id: bom.course_id,
    course: { id: bom.course_id, name: bom.course_name },
    file_name: bom.file_name,
    file_url: bom.file_key,
    material_status: bom.material_status,
    cohorts: bom.cohort_count,
    who_created: bom.created_by_name,
    who_updated: bom.updated_by_name,
    created_at: bom.created_at,
    updated_at: bom.updated_at,
  };
}
