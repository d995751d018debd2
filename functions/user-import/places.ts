/**
 * The state, district and school cells of an import row as reference ids. A state is given by
 * name or two-letter code, a district and a school by name (case, accents and extra spaces do
 * not matter) or by id. A school that is not on the list is kept as typed in `school_name`
 * (the user form's free text); an unknown state or district is the row's error.
 */
import { districtsOfState, listReference, schoolsOfDistrict } from '../data/reference.ts';
import { IMPORT_TEXT } from '../../shared/messages.ts';

export interface Place {
  state_id: number | null;
  district_id: number | null;
  school_id: number | null;
  school_name: string | null;
}

const comparable = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

function byNameOrId<T extends { id: number; name: string }>(items: readonly T[], cell: string, code?: (item: T) => string): T | undefined {
  const wanted = comparable(cell);
  return items.find((item) => comparable(item.name) === wanted || String(item.id) === wanted || (code !== undefined && comparable(code(item)) === wanted));
}

export class PlaceError extends Error {}

/** Resolves the cells (each may be empty); throws PlaceError with the row's message. */
export async function resolvePlace(cells: { state: string; district: string; school: string }): Promise<Place> {
  const place: Place = { state_id: null, district_id: null, school_id: null, school_name: null };
  if (!cells.state) {
    if (cells.district || cells.school) throw new PlaceError(IMPORT_TEXT.stateNeeded);
    return place;
  }
  const state = byNameOrId(await listReference('STATE'), cells.state, (s) => s.code);
  if (!state) throw new PlaceError(IMPORT_TEXT.unknownState(cells.state));
  place.state_id = state.id;
  if (!cells.district) {
    if (cells.school) throw new PlaceError(IMPORT_TEXT.districtNeeded);
    return place;
  }
  const district = byNameOrId(await districtsOfState(state.id), cells.district);
  if (!district) throw new PlaceError(IMPORT_TEXT.unknownDistrict(cells.district, state.name));
  place.district_id = district.id;
  if (!cells.school) return place;
  const school = byNameOrId(await schoolsOfDistrict(district.id), cells.school);
  place.school_id = school?.id ?? null;
  place.school_name = school?.name ?? cells.school;
  return place;
}
