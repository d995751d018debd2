/**
 * The state, district and school cells of an import row as reference ids. A state is given by
 * name or two-letter code, a district and a school by name (case, accents and extra spaces do
 * not matter) or by id. A school that is not on its district's list is kept as typed in
 * `school_name` (the user form's free text).
 *
 * Spec 02 requires only username and e-mail, so a place that cannot be resolved never stops the
 * row: an unknown state is left blank, and a district or school that cannot be looked up (no
 * state, an unknown state or district, a school without a district) is kept as typed in the
 * account's `district_as_entered` / `school_as_entered`, the read-only legacy values the user
 * modal shows. The caller says so in the row's message.
 */
import { districtsOfState, listReference, schoolsOfDistrict } from '../data/reference/reference.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';

export interface Place {
  state_id: number | null;
  district_id: number | null;
  school_id: number | null;
  school_name: string | null;
}

export type PlaceCell = 'state' | 'district' | 'school';

export interface ResolvedPlace {
  place: Place;
  /** District and school cells that could not be looked up, as typed (legacy read-only fields). */
  asEntered: { district_as_entered?: string; school_as_entered?: string };
  /** Why some given cells could not be resolved; absent when every given cell was. */
  problem?: string;
  /** Given cells kept only as typed, and given cells left blank. */
  keptAsTyped: PlaceCell[];
  leftBlank: PlaceCell[];
}

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function byNameOrId<T extends { id: number; name: string }>(items: readonly T[], cell: string, code?: (item: T) => string): T | undefined {
  const wanted = comparable(cell);
  return items.find(
    (item) => comparable(item.name) === wanted || String(item.id) === wanted || (code !== undefined && comparable(code(item)) === wanted),
  );
}

type Cells = { state: string; district: string; school: string };

/** The cells from `from` on cannot be looked up: each given one is kept as typed. */
function unresolved(place: Place, cells: Cells, from: 'district' | 'school', problem: string, leftBlank: PlaceCell[] = []): ResolvedPlace {
  const resolved: ResolvedPlace = { place, asEntered: {}, problem, keptAsTyped: [], leftBlank };
  if (from === 'district' && cells.district) {
    resolved.asEntered.district_as_entered = cells.district;
    resolved.keptAsTyped.push('district');
  }
  if (cells.school) {
    resolved.asEntered.school_as_entered = cells.school;
    resolved.keptAsTyped.push('school');
  }
  return resolved;
}

/** Resolves the cells (each may be empty). */
export async function resolvePlace(cells: Cells): Promise<ResolvedPlace> {
  const place: Place = { state_id: null, district_id: null, school_id: null, school_name: null };
  const resolved: ResolvedPlace = { place, asEntered: {}, keptAsTyped: [], leftBlank: [] };
  if (!cells.state) return cells.district || cells.school ? unresolved(place, cells, 'district', IMPORT_TEXT.stateNeeded) : resolved;
  const state = byNameOrId(await listReference('STATE'), cells.state, (s) => s.code);
  if (!state) return unresolved(place, cells, 'district', IMPORT_TEXT.unknownState(cells.state), ['state']);
  place.state_id = state.id;
  if (!cells.district) return cells.school ? unresolved(place, cells, 'school', IMPORT_TEXT.districtNeeded) : resolved;
  const district = byNameOrId(await districtsOfState(state.id), cells.district);
  if (!district) return unresolved(place, cells, 'district', IMPORT_TEXT.unknownDistrict(cells.district, state.name));
  place.district_id = district.id;
  if (!cells.school) return resolved;
  const school = byNameOrId(await schoolsOfDistrict(district.id), cells.school);
  place.school_id = school?.id ?? null;
  place.school_name = school?.name ?? cells.school;
  return resolved;
}
