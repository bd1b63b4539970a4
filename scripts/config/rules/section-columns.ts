// The index is laid out in app.yaml's index.columns columns; a section in a
// column beyond that would not be drawn.
import { SINGLE_FILES } from '../files.ts';
import { reporter, type Rule } from './rule.ts';

export const sectionColumns: Rule = (model, at) => {
  const r = reporter(at);
  const columns = model.config.app.index.columns;
  model.config.sections.forEach((section, i) => {
    if (section.column <= columns) return;
    r.report(SINGLE_FILES.sections, ['sections', i, 'column'], 'section-column',
      `column ${section.column} is beyond the ${columns} index columns set in ${SINGLE_FILES.app} (index.columns)`);
  });
  return r.problems;
};
