// The page of a report's table in the URL: read leniently (a malformed page
// is the first), written without defaults, reset to 1 by any other change,
// and the span of rows a page shows.
import { describe, expect, it } from 'vitest';
import { firstPage, pageSpan, readReportPage, writeReportPage } from '../../../engine/views/report/report-page';

const params = (text: string) => new URLSearchParams(text);

describe('report page in the URL', () => {
  it('reads the page and size, the first page and the view\'s size by default', () => {
    expect(readReportPage(params(''), 50)).toEqual({ page: 1, pageSize: 50 });
    expect(readReportPage(params('page=3&size=200'), 50)).toEqual({ page: 3, pageSize: 200 });
    for (const bad of ['page=0', 'page=-1', 'page=2.5', 'page=x', 'size=0', 'size=5000', 'size=abc']) {
      expect(readReportPage(params(bad), 50), bad).toEqual({ page: 1, pageSize: 50 });
    }
  });

  it('writes without defaults and keeps the other params', () => {
    expect(writeReportPage(params('g=family&f.status=eq:active'), { page: 2 }, 50).toString()).toBe('g=family&f.status=eq%3Aactive&page=2');
    expect(writeReportPage(params('g=family&page=4'), { page: 1 }, 50).toString()).toBe('g=family');
    expect(writeReportPage(params('page=4'), { pageSize: 200 }, 50).toString()).toBe('page=4&size=200');
    expect(writeReportPage(params('page=4&size=200'), { pageSize: 50 }, 50).toString()).toBe('page=4');
  });

  it('starts again at the first page, the size kept', () => {
    expect(firstPage(params('g=family&page=7&size=25')).toString()).toBe('g=family&size=25');
  });

  it('spans the rows of a page among the total', () => {
    expect(pageSpan({ page: 1, pageSize: 50 }, 120)).toEqual({ pages: 3, first: 1, last: 50 });
    expect(pageSpan({ page: 3, pageSize: 50 }, 120)).toEqual({ pages: 3, first: 101, last: 120 });
    expect(pageSpan({ page: 1, pageSize: 50 }, 0)).toEqual({ pages: 1, first: 0, last: 0 });
  });
});
