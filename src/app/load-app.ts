/**
 * The app itself (router, query cache, route table): asked for the moment the first load starts running,
 * before ReactDOM starts up, so it downloads while the loading frame is drawn (main.tsx imports this
 * module first). The first load is React, the styles and that frame. The page the visit opens on, when
 * it is one of the most visited, is asked for at the same time (page-modules.ts).
 */
import { startFirstPage } from './page-modules';

export const appModule = import('./start-app');
startFirstPage(window.location.pathname);
