// The one script of the prerendered public pages (app/static-pages/): no React, no router, no app shell.
import { enhanceStaticPage } from '@/app/static-pages/enhance';

enhanceStaticPage();
