import { endpoints } from '../../../src/api/contract/endpoints';
import { demographicAttributes } from '../../domain/demographics';
import type { RouteModule } from '../deps';

/** The attributes a direct-mail draft can be narrowed by. */
export const demographicRoutes: RouteModule = (mount) => {
  mount(endpoints.demographicAttributes, () => ({ attributes: [...demographicAttributes] }));
};
