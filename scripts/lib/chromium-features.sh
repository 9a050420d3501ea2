#!/bin/sh
# Starts Debian's Chromium ($CHROMIUM_PATH, default /usr/bin/chromium) with the arguments given,
# every --disable-features switch merged into one together with the features below. Chromium
# keeps only the last of repeated switches, so adding ours to Playwright's launch arguments would
# drop Playwright's own list.
#
# Off: the omnibox popup of Chromium's own UI. Headless Chromium still builds it, in a renderer
# of its own, for each window (each browser context is one), and it took CPU from the pages under
# test. Off too: the spare renderer, a process Chromium starts ahead for the next navigation; each
# browser context (every test opens its own) left one unused, and on a busy machine starting it
# cost more than it saved. If Chromium renames these features, this does nothing and the tests
# only get slower.
disabled="WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess"
for arg do
  shift
  case $arg in
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" "--disable-features=$disabled"
