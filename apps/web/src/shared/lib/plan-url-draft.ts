/** The query parameter that asks for the plan of the draft (the form alone has none). */
export const PLAN_ASKED_PARAM = 'plan';
/** The query parameter of the report the plan is kept with. */
export const PLAN_REPORT_PARAM = 'report';

type Draft = Readonly<Record<string, string>>;

/**
 * A plan form's draft as query parameters (answered fields only, in the order of `empty`), so a reload, the back
 * button and a shared link keep what was typed; `asked` adds the request for its plan, `reportId` the report it is
 * kept with.
 * @example planDraftSearch({ deposit: '', rent: '' }, { deposit: '30000', rent: '' }, { asked: true, reportId: null }) // '?deposit=30000&plan=1'
 */
export function planDraftSearch<D extends Draft>(
  empty: D,
  draft: D,
  { asked, reportId }: { asked: boolean; reportId: string | null },
): string {
  const params = new URLSearchParams();
  if (reportId !== null) params.set(PLAN_REPORT_PARAM, reportId);
  for (const field of Object.keys(empty)) if (draft[field] !== '') params.set(field, draft[field]!);
  if (asked) params.set(PLAN_ASKED_PARAM, '1');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The draft the URL holds, every field of `empty` read ('' when absent); null when it holds none of them.
 * @example readPlanDraft({ deposit: '', rent: '' }, new URLSearchParams('deposit=30000')) // { deposit: '30000', rent: '' }
 */
export function readPlanDraft<D extends Draft>(empty: D, params: URLSearchParams): D | null {
  const fields = Object.keys(empty) as (keyof D & string)[];
  if (!fields.some((field) => params.has(field))) return null;
  const draft = { ...empty };
  for (const field of fields) draft[field] = (params.get(field) ?? '') as D[keyof D & string];
  return draft;
}
