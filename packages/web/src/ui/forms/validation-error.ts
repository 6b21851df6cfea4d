/** The typed error every mutation with form input may answer (docs/auth-contract.graphql). */
export interface FieldError {
  path: string;
  message: string;
}

export interface ValidationError {
  __typename: "ValidationError";
  message: string;
  fieldErrors: FieldError[];
}
