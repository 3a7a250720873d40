import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  /** Hidden routes (docs assets, static files) are not part of the API's contract. */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered: the OpenAPI check and the authorization matrix walk it. */
    registeredRoutes: RegisteredRoute[];
  }
}

export const routeRegistryPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue; // Fastify adds HEAD beside every GET.
      const schema = route.schema as { hide?: boolean } | undefined;
      routes.push({ method, url: route.url, hidden: schema?.hide === true });
    }
  });
});
