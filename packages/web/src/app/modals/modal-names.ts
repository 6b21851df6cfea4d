/** Modal names of spec 1 §9. */
export const modalNames = [
  "add_people",
  "resolve_case",
  "invite_members",
  "create_company_request",
  "edit_portfolio",
  "save_advanced_search",
  "refresh_session",
  "show_subscription_sets",
] as const;

export type ModalName = (typeof modalNames)[number];
