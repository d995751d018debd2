/**
 * The user modal's calls are in ../api/user-modal.ts. This line remains for the Import tab
 * (features/admin/import, worked on elsewhere), which still imports the role list from here;
 * delete it once that import points at ../api/user-modal.
 */
export { fetchRoles } from '../api/user-modal';
