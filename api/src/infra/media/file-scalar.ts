import { GraphQLError } from "graphql";
import { builder } from "../../graphql/builder.ts";
import { unstorableText } from "../../graphql/input-text.ts";

/** Browsers send a bare name; one with a path, control characters or of absurd length was forged. */
const MAX_FILE_NAME = 255;
const acceptableName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a file name with control characters is refused
  name.length <= MAX_FILE_NAME && !/[\\/\u0000-\u001f\u007f]/.test(name) && name !== "." && name !== ".." && !unstorableText(name);

/**
 * An uploaded file, sent as a GraphQL multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec); yoga
 * parses the parts into `File` objects. Input only. Other modules (project
 * documents) use it as `t.arg({ type: FileScalar })` or `type: "File"`.
 */
export const FileScalar = builder.scalarType("File", {
  description: "A file sent as a part of a GraphQL multipart request",
  serialize: () => {
    throw new GraphQLError("File is an input-only scalar");
  },
  parseValue: (value) => {
    const file = value as Partial<File> | null;
    if (!file || typeof file !== "object" || typeof file.arrayBuffer !== "function" || typeof file.size !== "number") {
      throw new GraphQLError("Expected a file part (multipart request)", { extensions: { code: "BAD_USER_INPUT", reason: "FILE_EXPECTED" } });
    }
    if (typeof file.name === "string" && !acceptableName(file.name)) {
      throw new GraphQLError("The file name is not acceptable (a path, control characters, or over 255 characters)", {
        extensions: { code: "BAD_USER_INPUT", reason: "INVALID_FILE_NAME" },
      });
    }
    return file as File;
  },
  parseLiteral: () => {
    throw new GraphQLError("A file must be sent as a multipart request variable", { extensions: { code: "BAD_USER_INPUT", reason: "FILE_EXPECTED" } });
  },
});
