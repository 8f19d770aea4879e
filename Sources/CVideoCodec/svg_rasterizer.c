#include "codec_functions.h"

#include <librsvg/rsvg.h>
#include <stdio.h>

/// Puts "what: GLib's message" into error, frees the GLib error and returns -1.
static int rasterize_fail(char *error, size_t error_size, const char *what, GError *reason) {
  snprintf(error, error_size, "%s: %s", what, reason ? reason->message : "librsvg gave no reason");
  if (reason) g_error_free(reason);
  return -1;
}

int morph_svg_rasterize(const uint8_t *svg, size_t size, const morph_svg_canvas *canvas, char *error, size_t error_size) {
  if (!svg || size == 0) {
    snprintf(error, error_size, "librsvg cannot read the document: it is empty");
    return -1;
  }
  GError *reason = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_data(svg, size, &reason);
  if (!handle) return rasterize_fail(error, error_size, "librsvg cannot read the document", reason);
  cairo_surface_t *surface = cairo_image_surface_create_for_data(
    canvas->pixels, CAIRO_FORMAT_ARGB32, canvas->width, canvas->height, canvas->stride);
  cairo_t *context = cairo_create(surface);
  if (canvas->has_background) {
    cairo_set_source_rgb(context, canvas->background_red, canvas->background_green, canvas->background_blue);
    cairo_paint(context);
  }
  RsvgRectangle viewport = {0, 0, canvas->viewport_width, canvas->viewport_height};
  int status = 0;
  if (!rsvg_handle_render_document(handle, context, &viewport, &reason)) {
    status = rasterize_fail(error, error_size, "librsvg cannot draw the document", reason);
  }
  cairo_surface_flush(surface);
  if (status == 0 && cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    snprintf(error, error_size, "cairo cannot draw %d × %d pixels: %s", canvas->width, canvas->height,
      cairo_status_to_string(cairo_surface_status(surface)));
    status = -1;
  }
  cairo_destroy(context);
  cairo_surface_destroy(surface);
  g_object_unref(handle);
  return status;
}
