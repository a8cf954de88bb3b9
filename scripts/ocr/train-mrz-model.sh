#!/usr/bin/env bash
# Trains server/ocr/tessdata/mrz.traineddata: a small LSTM model that reads the machine-readable
# zone of identity documents (37 characters: A-Z, 0-9, <) in OCR-B, from scratch, with Debian's
# fonts-ocr-b and tesseract's training tools. docs/decisions/0009-mrz-model.md says why and how.
# Deterministic text (seeded), bounded iterations, low priority: the machine is shared.
# Usage: bash scripts/ocr/train-mrz-model.sh [ITERATIONS]   (work files in $MRZ_TRAIN_DIR or a temp dir)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=$PWD/node_modules/.bin:$PATH
# One thread: OpenMP's spinning threads cost more than they give on a shared 2-core machine.
export OMP_THREAD_LIMIT=1

iterations=${1:-8000}
work=${MRZ_TRAIN_DIR:-$(mktemp -d)}
fonts=/usr/share/fonts/opentype/ocr-b
output=server/ocr/tessdata/mrz.traineddata
# A convolution, then LSTMs small enough to read a zone in a few tens of milliseconds.
net_spec='[1,36,0,1 Ct3,3,16 Mp3,3 Lfys48 Lfx64 Lrx64 O1c1]'
mkdir -p "$work/lines" "$work/script" "$work/checkpoints" "$work/starter"
echo "== training files in $work"

# Pages of zone lines, each at a few sizes and exposures (text2image also degrades and tilts them).
: >"$work/list"
page=0
for ptsize in 10 12 14; do
  for exposure in -1 0 1; do
    page=$((page + 1))
    base="$work/lines/mrz_$page"
    node scripts/ocr/trainingText.ts 120 "$page" >"$base.txt"
    nice -n 10 text2image --text "$base.txt" --outputbase "$base" --font "OCR B" \
      --fonts_dir "$fonts" --ptsize "$ptsize" --resolution 300 --exposure "$exposure" \
      --xsize 3000 --ysize 600 --margin 40 --leading 24 --fontconfig_tmpdir "$work" >/dev/null 2>&1
    nice -n 10 tesseract "$base.tif" "$base" --psm 6 lstm.train >/dev/null 2>&1
    echo "$base.lstmf" >>"$work/list"
  done
done

# The model's characters, and a starter with no dictionary (a zone has no words).
unicharset_extractor --output_unicharset "$work/unicharset" "$work"/lines/*.box >/dev/null 2>&1
# combine_lang_model reads a radical table even for Latin; one Han row satisfies it.
printf '3400\t1.3\n' >"$work/script/radical-stroke.txt"
combine_lang_model --input_unicharset "$work/unicharset" --script_dir "$work/script" \
  --output_dir "$work/starter" --lang mrz --pass_through_recoder >/dev/null 2>&1
starter="$work/starter/mrz/mrz.traineddata"

nice -n 10 lstmtraining --traineddata "$starter" --net_spec "$net_spec" \
  --model_output "$work/checkpoints/mrz" --train_listfile "$work/list" \
  --learning_rate 0.002 --max_iterations "$iterations" --target_error_rate 0.2 2>&1 |
  grep -E "^At iteration|Finished" | awk 'NR % 5 == 0 || /Finished/'

mkdir -p "$(dirname "$output")"
lstmtraining --stop_training --continue_from "$work/checkpoints/mrz_checkpoint" \
  --traineddata "$starter" --model_output "$output" >/dev/null 2>&1
echo "== wrote $output ($(stat -c %s "$output") bytes)"
