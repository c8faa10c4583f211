import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { graphqlErrorInfo } from "./graphqlErrorInfo";

describe("graphqlErrorInfo", () => {
  it("reads code, reason, message and retry delay of an Apollo error", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: "Too many attempts", extensions: { code: "RATE_LIMITED", reason: "TOO_MANY_SIGN_INS", retryAfterSeconds: 30 } }],
    });
    expect(graphqlErrorInfo(error)).toEqual({
      code: "RATE_LIMITED",
      reason: "TOO_MANY_SIGN_INS",
      message: "Too many attempts",
      retryAfterSeconds: 30,
      network: false,
      server: false,
      issues: [],
    });
  });

  it("reads what an upload's own fetch throws: the answer's errors list", () => {
    const info = graphqlErrorInfo({ errors: [{ message: "Not an image", extensions: { code: "BAD_USER_INPUT", reason: "IMAGE_TYPE_NOT_ALLOWED" } }] });
    expect(info).toMatchObject({ code: "BAD_USER_INPUT", reason: "IMAGE_TYPE_NOT_ALLOWED", message: "Not an image", server: false });
  });

  it("tells a request that never reached the server from an unknown failure", () => {
    expect(graphqlErrorInfo(new TypeError("Failed to fetch"))).toMatchObject({ code: null, network: true, server: false });
    expect(graphqlErrorInfo({ errors: [] })).toMatchObject({ code: null, reason: null, message: null, network: false });
  });
});
