"use tools";
import {
  audio,
  embeddedResource,
  image,
  resourceLink,
  type AudioContent,
  type EmbeddedResource,
  type ImageContent,
  type ResourceLink,
} from "unplugin-toolcall/types";
import { BLOB_BYTES, PNG_BYTES, WAV_BYTES } from "./bytes.js";

/** A chart's data, beside its picture. */
export interface Chart {
  title: string;
  points: number[];
}

/** The current snapshot. */
export function snapshot(): ImageContent {
  return image(PNG_BYTES, "image/png");
}

/** A chime (given as base64 text, not bytes). */
export async function chime(): Promise<AudioContent> {
  return audio(Buffer.from(WAV_BYTES).toString("base64"), "audio/wav");
}

/** A chart: a caption, its picture and its data. */
export function chart(title: string): (ImageContent | string | Chart)[] {
  return [`Chart: ${title}`, image(PNG_BYTES, "image/png"), { title, points: [1, 2, 3] }];
}

/** A chart without its data, which its return type promises. */
export function pictureOnly(): (ImageContent | string | Chart)[] {
  return ["No data today.", image(PNG_BYTES, "image/png")];
}

/** The docs: a link to one, the text of another, and a binary file. */
export function docs(): (ResourceLink | EmbeddedResource)[] {
  return [
    resourceLink({ uri: "file:///docs/guide.md", name: "guide.md", mimeType: "text/markdown", description: "The guide" }),
    embeddedResource({ uri: "file:///docs/notes.txt", mimeType: "text/plain", text: "Notes." }),
    embeddedResource({ uri: "file:///docs/data.bin", mimeType: "application/octet-stream", blob: BLOB_BYTES }),
  ];
}

/** An object that looks like an image part but was not built by `image()`: sent as the data it is. */
export function lookalike(): ImageContent | { type: string; data: string; mimeType: string } {
  return { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" };
}
