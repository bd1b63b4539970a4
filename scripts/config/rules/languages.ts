// The default language is what a user without a Language preference gets, so
// it must be one of the bundled translations.
import { SINGLE_FILES } from '../files.ts';
import { reporter, type Rule } from './rule.ts';

export const languages: Rule = (model, at) => {
  const r = reporter(at);
  const { default: fallback, bundled } = model.config.app.languages;
  if (!(bundled as string[]).includes(fallback)) {
    r.report(SINGLE_FILES.app, ['languages', 'default'], 'default-language-not-bundled',
      `default language "${fallback}" is not bundled; expected one of: ${bundled.join(', ')}`);
  }
  return r.problems;
};
