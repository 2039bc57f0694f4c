// The e2e specs' axe: @axe-core/playwright's builder, with a faster analyze() for a page without
// frames. The stock analyze() evaluates axe-core's 650 kB source again on every call, runs
// axe.runPartial, then opens a blank page, evaluates the source there too and merges the partial
// results in it (axe.finishRun), which is how it reaches cross-origin frames. Measured on the admin
// screens: about 2 s a call, of which axe's own rules take 0.4 s. A page with no frame has nothing
// to merge: axe.run in the page gives the same findings, and the source is evaluated once per
// document (the admin walks move between screens without reloading it). A page with frames keeps
// the stock way.
import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** The builder's own state (TypeScript-private in its types, plain properties at run time). */
type BuilderState = {
  includes: ElementContext[];
  excludes: ElementContext[];
  option: RunOptions;
};

export class Axe extends AxeBuilder {
  private readonly target: Page;

  constructor({ page }: { page: Page }) {
    super({ page });
    this.target = page;
  }

  override async analyze(): Promise<AxeResults> {
    const page = this.target;
    if (page.frames().length > 1) return super.analyze();
    const { includes, excludes, option } = this as unknown as BuilderState;
    const loaded = await page.evaluate(
      (version) => (window as { axe?: { version: string } }).axe?.version === version,
      axe.version,
    );
    if (!loaded) {
      // The same configuration as the builder's (axe.configure after the source).
      await page.evaluate(
        `${axe.source}
        ;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
      );
    }
    // The builder's context: everything but `excludes`, or only `includes` when given.
    const context = { exclude: [...excludes], include: includes.length > 0 ? includes : [] };
    return page.evaluate(
      ({ context, options }) =>
        (window as unknown as { axe: typeof axe }).axe.run(context as ElementContext, options),
      { context, options: option },
    );
  }
}
