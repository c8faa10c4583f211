import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";

export const StaffStatusEnum = builder.enumType(E.StaffStatus, { name: "StaffStatus" });
export const DepartmentEnum = builder.enumType(E.Department, { name: "Department" });
