// paths.home and paths.login are where the shell sends users (logo, back
// button, expired session): they must be enabled fixed routes, and the login
// page must be public or nobody could ever sign in.
import { didYouMean } from '../did-you-mean.ts';
import { SINGLE_FILES } from '../files.ts';
import { reporter, type Rule } from './rule.ts';

export const appPaths: Rule = (model, at) => {
  const r = reporter(at);
  const enabled = model.config.routes.filter((route) => route.enabled);
  const byPath = new Map(enabled.map((route) => [route.path, route]));
  const candidates = enabled.filter((route) => !route.path.includes(':')).map((route) => route.path);
  for (const which of ['home', 'login'] as const) {
    const path = model.config.app.paths[which];
    const route = byPath.get(path);
    const where = ['paths', which];
    if (!route) r.report(SINGLE_FILES.app, where, 'unknown-app-path', `no enabled route has path "${path}"${didYouMean(path, candidates)}`);
    else if (path.includes(':')) r.report(SINGLE_FILES.app, where, 'unknown-app-path', `paths.${which} must be a fixed path, got "${path}"`);
    else if (which === 'login' && !route.public) r.report(SINGLE_FILES.app, where, 'login-not-public', `the login route "${route.id}" must be public: true`);
    else if (which === 'home' && route.public) r.report(SINGLE_FILES.app, where, 'home-is-public', `the home route "${route.id}" must not be public`);
  }
  return r.problems;
};
