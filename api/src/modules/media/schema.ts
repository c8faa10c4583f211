import "./file-scalar.ts";
import "./media.ts";
