// Which of the operator's required details the configuration lacks, named by their variables.
import { type OperatorDetails, requiredOperatorDetails } from "@unleak/contracts";

export function missingOperatorDetails(operator: OperatorDetails): string[] {
  return Object.entries(requiredOperatorDetails).flatMap(([field, key]) => (operator[field as keyof typeof requiredOperatorDetails] ? [] : [key]));
}
